import { Route, Routes } from 'react-router-dom';
import { WelcomePage } from '../features/welcome';

/** This remote's pages; paths are absolute (the shell mounts the remote under its splat route). */
export function ScaffoldRoutes() {
  return (
    <Routes>
      <Route path="/scaffold" element={<WelcomePage />} />
    </Routes>
  );
}

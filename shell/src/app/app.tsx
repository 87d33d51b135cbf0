import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppHeader } from './app-header';
import { RemoteRoute } from './remote-route';

/** The shell's layout: header always mounted, the owning remote below it. */
export function App() {
  return (
    <BrowserRouter>
      <AppHeader />
      <Routes>
        <Route path="*" element={<RemoteRoute />} />
      </Routes>
    </BrowserRouter>
  );
}

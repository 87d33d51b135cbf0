// The feature's public face: the only file another feature imports (docs/architecture.md "Remote anatomy").
export { WelcomePage } from './components/welcome-page';

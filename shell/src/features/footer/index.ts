export { Footer } from './components/footer';

export { RemoteOutlet } from './remote-outlet';

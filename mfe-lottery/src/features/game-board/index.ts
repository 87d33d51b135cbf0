// The game board's public face: other features embed the board only through this file
// (docs/architecture.md "Remote anatomy").
export { GameBoardView } from './components/game-board';

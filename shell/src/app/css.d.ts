// Side-effect style imports are handled by css-loader/style-loader (webpack) and a stub (jest).
declare module '*.css';

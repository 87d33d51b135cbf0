// Kit components import their CSS for its side effect: css-loader/style-loader (webpack), a stub (jest).
declare module '*.css';

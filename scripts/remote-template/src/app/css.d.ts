// Side-effect CSS imports are handled by style-loader (webpack) and stubbed in jest.
declare module '*.css';

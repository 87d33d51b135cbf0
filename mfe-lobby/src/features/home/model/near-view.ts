/**
 * How far below the screen home's far blocks (the category rows, the winner ranking) start loading: about one phone
 * screen ahead, so a player scrolling at a normal pace finds them drawn (docs/performance.md "Main thread").
 */
export const FAR_BLOCK_MARGIN = '600px';

let locks = 0;
let previousOverflow = '';

/**
 * Locks page scrolling while at least one modal is open. Counted, so closing a nested modal does not
 * unlock the page under the one still open.
 */
export function lockScroll(): () => void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = previousOverflow;
  };
}

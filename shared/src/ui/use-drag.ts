import { useCallback, useRef, useState } from 'react';

/**
 * Drag by a handle: returns the offset to apply as a transform and the pointer handler for the handle.
 * Pointer capture keeps the drag alive when the cursor leaves the handle; buttons inside the handle
 * (the close button) do not start a drag.
 */
export function useDrag(enabled: boolean) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const onPointerDown = useCallback(
    (event: React.PointerEvent<HTMLElement>) => {
      if (!enabled || (event.target as HTMLElement).closest('button')) return;
      start.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [enabled, offset],
  );
  const onPointerMove = useCallback((event: React.PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    setOffset({ x: s.ox + event.clientX - s.x, y: s.oy + event.clientY - s.y });
  }, []);
  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);

  return { offset, handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}

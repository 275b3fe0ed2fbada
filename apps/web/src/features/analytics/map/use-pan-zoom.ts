import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import {
  canvasScale,
  INITIAL_VIEW,
  MAP_HEIGHT,
  MAP_WIDTH,
  panBy,
  toCanvasPoint,
  wheelFactor,
  zoomAt,
  ZOOM_STEP,
  type TMapView,
} from './map-view.ts';

/** Spec part 2 §9: the helper message shows 1.5 s. */
export const HELPER_DURATION_MS = 1500;

type TPointer = { x: number; y: number };
type TGesture = { start: TPointer; view: TMapView } | null;

const isModifierKey = (key: string) => key === 'Control' || key === 'Meta';

/**
 * Spec part 2 §2.6: dragging pans (mouse, pen or finger: pointer events); the wheel zooms by 1.1
 * a step only while Ctrl or Cmd is held, otherwise the page scrolls and the helper shows for 1.5 s.
 * Two fingers pinch to zoom, since a phone has no Ctrl.
 */
export const usePanZoom = (svgRef: RefObject<SVGSVGElement | null>) => {
  const [view, setView] = useState<TMapView>(INITIAL_VIEW);
  const [isHelperVisible, setHelperVisible] = useState(false);
  const [isPanning, setPanning] = useState(false);
  const isModifierDown = useRef(false);
  const helperTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const gesture = useRef<TGesture>(null);
  const pointers = useRef(new Map<number, TPointer>());
  const pinchDistance = useRef<number | null>(null);

  const box = useCallback(
    () => svgRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 },
    [svgRef],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    // Native and not passive: React's wheel listener is passive and could not stop the page zoom.
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey || isModifierDown.current) {
        event.preventDefault();
        const point = toCanvasPoint({ x: event.clientX, y: event.clientY }, svg.getBoundingClientRect());
        setView((current) => zoomAt(current, wheelFactor(event.deltaY), point));
        return;
      }
      setHelperVisible(true);
      clearTimeout(helperTimer.current);
      helperTimer.current = setTimeout(() => setHelperVisible(false), HELPER_DURATION_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isModifierKey(event.key)) isModifierDown.current = true;
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (isModifierKey(event.key)) isModifierDown.current = false;
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      svg.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      clearTimeout(helperTimer.current);
    };
  }, [svgRef]);

  const endGesture = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    pinchDistance.current = null;
    const remaining = [...pointers.current.values()][0];
    // A pinch that loses a finger goes on as a drag of the other one.
    gesture.current = remaining ? { start: remaining, view } : null;
    if (!remaining) setPanning(false);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      gesture.current = { start: { x: event.clientX, y: event.clientY }, view };
      setPanning(true);
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [first, second] = [...pointers.current.values()];
      if (first && second) {
        const distance = Math.hypot(first.x - second.x, first.y - second.y);
        const before = pinchDistance.current;
        pinchDistance.current = distance;
        if (before && distance > 0) {
          const middle = toCanvasPoint({ x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 }, box());
          setView((current) => zoomAt(current, distance / before, middle));
        }
        return;
      }
      const current = gesture.current;
      if (!current) return;
      const scale = canvasScale(box());
      setView(
        panBy(
          current.view,
          (event.clientX - current.start.x) * scale,
          (event.clientY - current.start.y) * scale,
        ),
      );
    },
    onPointerUp: endGesture,
    onPointerCancel: endGesture,
    onPointerLeave: endGesture,
  };

  const center = { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 };
  return {
    view,
    isPanning,
    isHelperVisible,
    handlers,
    zoomIn: () => setView((current) => zoomAt(current, ZOOM_STEP * ZOOM_STEP, center)),
    zoomOut: () => setView((current) => zoomAt(current, 1 / (ZOOM_STEP * ZOOM_STEP), center)),
    reset: () => setView(INITIAL_VIEW),
  };
};

/** Spec part 2 §2.6, §9: the map's canvas and zoom step. */
export const MAP_WIDTH = 2000;
export const MAP_HEIGHT = 857;
export const ZOOM_STEP = 1.1;
export const MIN_SCALE = 1;
export const MAX_SCALE = 12;

/** translate(x y) scale(k) of the map's drawing, in canvas units. */
export type TMapView = { x: number; y: number; k: number };

export const INITIAL_VIEW: TMapView = { x: 0, y: 0, k: 1 };

const round = (value: number): number => Math.round(value * 1000) / 1000;

export const toTransform = (view: TMapView): string =>
  `translate(${round(view.x)} ${round(view.y)}) scale(${round(view.k)})`;

const clampScale = (k: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, k));

/** Zooms by `factor` keeping the canvas point under the pointer where it is. */
export const zoomAt = (view: TMapView, factor: number, point: { x: number; y: number }): TMapView => {
  const k = clampScale(view.k * factor);
  const ratio = k / view.k;
  return { k, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
};

/** One wheel step: up (negative deltaY) zooms in by 1.1, down zooms out by 1.1. */
export const wheelFactor = (deltaY: number): number => (deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);

export const panBy = (view: TMapView, dx: number, dy: number): TMapView => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** Screen pixels to canvas units (the SVG scales its 2000 × 857 viewBox to its box). */
export const toCanvasPoint = (
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } =>
  box.width > 0 && box.height > 0
    ? {
        x: ((client.x - box.left) * MAP_WIDTH) / box.width,
        y: ((client.y - box.top) * MAP_HEIGHT) / box.height,
      }
    : { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 };

export const canvasScale = (box: { width: number }): number => (box.width > 0 ? MAP_WIDTH / box.width : 1);

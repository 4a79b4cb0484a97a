// Names no library, but model.ts imports it: lowered for its summaries.
export function clamp(v: number): number {
  return Math.min(1, Math.max(0, v));
}

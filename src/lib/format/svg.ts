/**
 * Coordinates written into SVG path data and points: one decimal place is finer than a device pixel
 * at any size these charts are drawn, and keeps the markup short. (Not display text: this is the
 * one formatting of numbers that no reader sees.)
 */
export const svgNumber = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

/**
 * Coordinates written into SVG path data and points: one decimal place is finer than a device pixel
 * at any size these charts are drawn, and keeps the markup short. (Not display text: with
 * cssPercent, the formatting of numbers that no reader sees.)
 */
export const svgNumber = (value: number): string => (Math.round(value * 10) / 10).toFixed(1);

/**
 * A place laid over such a chart in CSS, as a percentage of its box (`left: 42.125%`): three decimals
 * are a hundredth of a pixel on a 1,200 px chart.
 */
export const cssPercent = (share: number): string => `${Math.round(share * 100_000) / 1000}%`;

import { css } from 'styled-system/css';
import type { ChartData } from './chart-data';
import { chartPicture } from './chart-picture';

/** The picture's user units, stretched to the pane (preserveAspectRatio none). */
const WIDTH = 1000;
const HEIGHT = 400;

/**
 * The price chart before the reader reaches for it (issue 25): the same candles and volume bars, drawn
 * on the server as SVG in the rise and fall colours, in the place and proportions the interactive chart
 * will use. No script, no layout shift when the chart replaces it; decoration for assistive technology
 * (the chart's box carries the description).
 */
export function PriceChartPicture({ data }: { data: ChartData }) {
  const picture = chartPicture(data, WIDTH, HEIGHT);
  return (
    <svg className={pictureClass} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" data-testid="price-chart-picture">
      <path d={picture.riseCandles} className={riseClass} />
      <path d={picture.fallCandles} className={fallClass} />
      <path d={picture.riseVolume} className={riseVolumeClass} />
      <path d={picture.fallVolume} className={fallVolumeClass} />
    </svg>
  );
}

/** The pane of the chart library: its price axis takes 64 px on the right, its time axis 28 px below. */
const pictureClass = css({ position: 'absolute', top: 0, left: 0, w: 'calc(100% - 64px)', h: 'calc(100% - 28px)' });
const riseClass = css({ fill: 'rise' });
const fallClass = css({ fill: 'fall' });
const riseVolumeClass = css({ fill: 'rise', opacity: 0.45 });
const fallVolumeClass = css({ fill: 'fall', opacity: 0.45 });

// The chart library and its stylesheet, in a chunk of their own fetched when a chart is first
// drawn (issue 22 item 6, decision 183): no other page downloads them.
import 'uplot/dist/uPlot.min.css';
import './chart-legend.css';

export { default } from 'uplot';

// echarts through echarts/core with only the charts and components the dashboard draws (issue 14):
// this module is imported dynamically when the dashboard first draws a chart, so echarts is a
// chunk of its own, outside the portal's first load.
import { BarChart, HeatmapChart, LineChart, MapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echartsCore from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echartsCore.use([BarChart, LineChart, HeatmapChart, MapChart, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export const init = echartsCore.init;
export const registerMap = echartsCore.registerMap;

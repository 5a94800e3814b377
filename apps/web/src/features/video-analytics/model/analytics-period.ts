/**
 * The periods the owner chooses between on the project view (issue 22 item 2). The API takes any
 * 1–365 days (decision 177); three choices keep the screen simple (decision 183).
 */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The API's own default, so the first load and the CSV agree without a choice. */
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

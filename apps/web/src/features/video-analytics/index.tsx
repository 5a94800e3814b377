export { VideoAnalyticsSection } from './components/video-analytics-section';

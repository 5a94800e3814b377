export { ProjectViewPage, type ProjectViewSlots } from './components/project-view-page';

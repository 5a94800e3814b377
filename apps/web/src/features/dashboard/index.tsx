export { CreateProjectDialog } from './components/create-project-dialog';
export { DashboardPage } from './components/dashboard-page';

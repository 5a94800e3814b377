import { CreateProjectDialog } from '@/features/dashboard';
import { ProjectsPage } from '@/features/projects';

/** Spec 000 §2 "Project list" with the dashboard's create-project dialog composed in. */
export default function ProjectsRoute() {
  return <ProjectsPage CreateDialog={CreateProjectDialog} />;
}

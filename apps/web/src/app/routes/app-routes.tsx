import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/spinner';
import { useSession } from '@/lib/auth/use-session';
import { NotFoundPage } from './not-found-page';
import { ProjectGate } from './project-gate';
import { RequireAuth } from './require-auth';

/**
 * Route-level code splitting (docs/decisions/116): each page, and the signed-in shell, is its own
 * chunk, so a landing-page visitor or an anonymous share-page viewer downloads only that page.
 */
function named<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AppShell = named(() => import('../layout/app-shell'), 'AppShell');
const LandingPage = named(() => import('@/features/landing'), 'LandingPage');
const SharePage = named(() => import('@/features/share'), 'SharePage');
const AuthPage = named(() => import('@/features/auth'), 'AuthPage');
const EmailConfirmedPage = named(() => import('@/features/auth'), 'EmailConfirmedPage');
const ResetPasswordPage = named(() => import('@/features/auth'), 'ResetPasswordPage');
const DashboardRoute = lazy(() => import('./pages/dashboard-route'));
const ProjectsRoute = lazy(() => import('./pages/projects-route'));
const ProfileRoute = lazy(() => import('./pages/profile-route'));
const AdminPage = named(() => import('@/features/admin'), 'AdminPage');
const SelectFlowPage = named(() => import('@/features/flows'), 'SelectFlowPage');
const NativeFlowRoute = lazy(() => import('./pages/native-flow-route'));
const AvatarFlowPage = named(() => import('@/features/avatar-flow'), 'AvatarFlowPage');
const ProjectViewRoute = lazy(() => import('./pages/project-view-route'));

/** Spec 000 §2 "/": signed-in users see the dashboard; visitors see the landing page. */
function HomeRoute() {
  const { user, loading } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <AppShell>
      <DashboardRoute />
    </AppShell>
  );
}

function Protected({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AppShell>{children}</AppShell>
    </RequireAuth>
  );
}

function ProjectRoute({ page: Page }: { page: ComponentType<{ projectId: string }> }) {
  const { projectId = '' } = useParams();
  return (
    <Protected>
      <ProjectGate key={projectId} projectId={projectId}>
        <Page projectId={projectId} />
      </ProjectGate>
    </Protected>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/login" element={<AuthPage mode="login" />} />
        <Route path="/signup" element={<AuthPage mode="signup" />} />
        <Route path="/email-confirmed" element={<EmailConfirmedPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/share/:slug" element={<SharePage />} />
        <Route
          path="/dashboard"
          element={
            <Protected>
              <DashboardRoute />
            </Protected>
          }
        />
        <Route
          path="/projects"
          element={
            <Protected>
              <ProjectsRoute />
            </Protected>
          }
        />
        <Route
          path="/profile"
          element={
            <Protected>
              <ProfileRoute />
            </Protected>
          }
        />
        <Route
          path="/admin"
          element={
            <Protected>
              <AdminPage />
            </Protected>
          }
        />
        {/* Spec 000 §2: /knowledge-bank is a protected area whose contents are not shown (docs/decisions/001). */}
        <Route
          path="/knowledge-bank/*"
          element={
            <RequireAuth>
              <Navigate to="/projects" replace />
            </RequireAuth>
          }
        />
        <Route path="/project/:projectId/select-flow" element={<ProjectRoute page={SelectFlowPage} />} />
        <Route path="/project/:projectId/native-flow" element={<ProjectRoute page={NativeFlowRoute} />} />
        {/* DESIGN.md: azure-flow opens the video-without-avatar wizard. */}
        <Route path="/project/:projectId/azure-flow" element={<ProjectRoute page={NativeFlowRoute} />} />
        <Route path="/project/:projectId/avatar-flow" element={<ProjectRoute page={AvatarFlowPage} />} />
        <Route path="/project/:projectId/view" element={<ProjectRoute page={ProjectViewRoute} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

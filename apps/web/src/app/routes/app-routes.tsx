import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/spinner';
import { useSession } from '@/lib/auth/use-session';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { ProjectGate } from './project-gate';
import { RequireAuth } from './require-auth';

/**
 * Route-level code splitting (docs/decisions/116): each page, and the signed-in shell, is its own
 * chunk, so a landing-page visitor or an anonymous share-page viewer downloads only that page.
 */
const AppShell = lazyPage(async () => (await import('../layout/app-shell')).AppShell);
const LandingPage = lazyPage(async () => (await import('@/features/landing')).LandingPage);
const SharePage = lazyPage(async () => (await import('@/features/share')).SharePage);
const AuthPage = lazyPage(async () => (await import('@/features/auth')).AuthPage);
const EmailConfirmedPage = lazyPage(async () => (await import('@/features/auth')).EmailConfirmedPage);
const ResetPasswordPage = lazyPage(async () => (await import('@/features/auth')).ResetPasswordPage);
const DashboardRoute = lazyPage(async () => (await import('./pages/dashboard-route')).default);
const ProjectsRoute = lazyPage(async () => (await import('./pages/projects-route')).default);
const ProfileRoute = lazyPage(async () => (await import('./pages/profile-route')).default);
const AdminPage = lazyPage(async () => (await import('@/features/admin')).AdminPage);
const SelectFlowPage = lazyPage(async () => (await import('@/features/flows')).SelectFlowPage);
const NativeFlowRoute = lazyPage(async () => (await import('./pages/native-flow-route')).default);
const AvatarFlowRoute = lazyPage(async () => (await import('./pages/avatar-flow-route')).default);
const ProjectViewRoute = lazyPage(async () => (await import('./pages/project-view-route')).default);

/**
 * The chunks the opening address needs, fetched while the session is asked for rather than after
 * it. At "/" a visitor most likely sees the landing page (a signed-in user gets the dashboard).
 */
const PRELOAD: [RegExp, { preload(): Promise<unknown> }[]][] = [
  [/^\/$/, [LandingPage]],
  [/^\/share\//, [SharePage]],
  [/^\/(login|signup)\/?$/, [AuthPage]],
  [/^\/dashboard\/?$/, [AppShell, DashboardRoute]],
  [/^\/projects\/?$/, [AppShell, ProjectsRoute]],
  [/^\/profile\/?$/, [AppShell, ProfileRoute]],
  [/^\/admin\/?$/, [AppShell, AdminPage]],
  [/^\/project\/[^/]+\/view\/?$/, [AppShell, ProjectViewRoute]],
  [/^\/project\/[^/]+\/(native|azure)-flow\/?$/, [AppShell, NativeFlowRoute]],
  [/^\/project\/[^/]+\/avatar-flow\/?$/, [AppShell, AvatarFlowRoute]],
];
if (typeof window !== 'undefined') {
  for (const [path, pages] of PRELOAD) {
    if (path.test(window.location.pathname)) for (const page of pages) void page.preload().catch(() => undefined);
  }
}

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
        <Route path="/project/:projectId/avatar-flow" element={<ProjectRoute page={AvatarFlowRoute} />} />
        <Route path="/project/:projectId/view" element={<ProjectRoute page={ProjectViewRoute} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

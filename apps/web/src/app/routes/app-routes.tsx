import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/spinner';
import { AdminPage } from '@/features/admin';
import { AllowanceCard, GenerationConfirmDialog, LowAllowanceBanner } from '@/features/allowance';
import { AuthPage, EmailConfirmedPage, ResetPasswordPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { ChatModeSection, ShareLinkButton } from '@/features/knowledge';
import { AvatarFlowPage } from '@/features/avatar-flow';
import { NativeFlowPage, SelectFlowPage } from '@/features/flows';
import { LandingPage } from '@/features/landing';
import { ProfilePage } from '@/features/profile';
import { ProjectViewPage } from '@/features/project-view';
import { ProjectsPage } from '@/features/projects';
import { SharePage } from '@/features/share';
import { useSession } from '@/lib/auth/use-session';
import { AppShell } from '../layout/app-shell';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

/** Spec 000 §2 "/": signed-in users see the dashboard; visitors see the landing page. */
function HomeRoute() {
  const { user, loading } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <AppShell>
      <DashboardPage banners={<LowAllowanceBanner />} />
    </AppShell>
  );
}

function Protected({ children }: { children: React.ReactNode }) {
  return (
    <RequireAuth>
      <AppShell>{children}</AppShell>
    </RequireAuth>
  );
}

/** The wizard gets the allowance feature's confirmation dialog from here (features do not import each other). */
function NativeFlowRoute({ projectId }: { projectId: string }) {
  return <NativeFlowPage projectId={projectId} ConfirmDialog={GenerationConfirmDialog} />;
}

function ProjectRoute({ page: Page }: { page: React.ComponentType<{ projectId: string }> }) {
  const { projectId = '' } = useParams();
  return (
    <Protected>
      <Page key={projectId} projectId={projectId} />
    </Protected>
  );
}

/** Spec 000 §2 "Project view" with the share button and chat mode composed in. */
function ProjectViewWithKnowledge({ projectId }: { projectId: string }) {
  return (
    <ProjectViewPage
      projectId={projectId}
      videoActions={(video) => <ShareLinkButton projectId={projectId} video={video} />}
      extraSections={<ChatModeSection projectId={projectId} />}
    />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/login" element={<AuthPage mode="login" />} />
      <Route path="/signup" element={<AuthPage mode="signup" />} />
      <Route path="/email-confirmed" element={<EmailConfirmedPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/share/:slug" element={<SharePage />} />
      <Route path="/dashboard" element={<Protected><DashboardPage banners={<LowAllowanceBanner />} /></Protected>} />
      <Route path="/projects" element={<Protected><ProjectsPage /></Protected>} />
      <Route path="/profile" element={<Protected><ProfilePage sections={<AllowanceCard />} /></Protected>} />
      <Route path="/admin" element={<Protected><AdminPage /></Protected>} />
      {/* Spec 000 §2: /knowledge-bank is a protected area whose contents are not shown (docs/decisions/001). */}
      <Route path="/knowledge-bank/*" element={<RequireAuth><Navigate to="/projects" replace /></RequireAuth>} />
      <Route path="/project/:projectId/select-flow" element={<ProjectRoute page={SelectFlowPage} />} />
      <Route path="/project/:projectId/native-flow" element={<ProjectRoute page={NativeFlowRoute} />} />
      {/* DESIGN.md: azure-flow opens the video-without-avatar wizard. */}
      <Route path="/project/:projectId/azure-flow" element={<ProjectRoute page={NativeFlowRoute} />} />
      <Route path="/project/:projectId/avatar-flow" element={<ProjectRoute page={AvatarFlowPage} />} />
      <Route path="/project/:projectId/view" element={<ProjectRoute page={ProjectViewWithKnowledge} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

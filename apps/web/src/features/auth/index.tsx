export function AuthPage(_props: Record<string, unknown>) { return <main><h1>AuthPage</h1></main>; }
export function EmailConfirmedPage(_props: Record<string, unknown>) { return <main><h1>EmailConfirmedPage</h1></main>; }
export function ResetPasswordPage(_props: Record<string, unknown>) { return <main><h1>ResetPasswordPage</h1></main>; }

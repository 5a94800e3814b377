export { SelectFlowPage } from './components/select-flow-page';
export function NativeFlowPage(_props: Record<string, unknown>) { return <main><h1>NativeFlowPage</h1></main>; }
export function AvatarFlowPage(_props: Record<string, unknown>) { return <main><h1>AvatarFlowPage</h1></main>; }

import { usePageComponent } from '../router/route-modules';

/** Renders a React page's default export, suspending while its code loads. */
export function PageModuleContent({ moduleKey }: { moduleKey: string }) {
  const PageComponent = usePageComponent(moduleKey);
  return <PageComponent />;
}

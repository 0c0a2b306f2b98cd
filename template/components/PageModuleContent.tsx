import type { ComponentType } from 'react';
import type { usePageProps } from '../router/page-props';
import { pagePropsCode } from '../router/page-props-code';
import { usePageComponent } from '../router/route-modules';

/** Renders a React page's default export with the props Docusaurus gives a page, suspending while its code loads. */
export function PageModuleContent({ moduleKey }: { moduleKey: string }) {
  // A page component of the site takes whatever props it reads; these are the ones Docusaurus passes.
  const PageComponent = usePageComponent(moduleKey) as ComponentType<ReturnType<typeof usePageProps>>;
  const props = pagePropsCode.useCode().usePageProps(PageComponent);
  return <PageComponent {...props} />;
}

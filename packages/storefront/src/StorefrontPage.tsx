import { DownloadPage } from './DownloadPage.js';
import { HomePage } from './HomePage.js';
import { Layout } from './Layout.js';
import { NotFoundPage } from './NotFoundPage.js';
import { ProductPage } from './ProductPage.js';
import { ProductsPage } from './ProductsPage.js';
import type { StorefrontProps, StorefrontView } from './view.js';

function PageBody({ view, texts }: { view: StorefrontView; texts: StorefrontProps['texts'] }) {
  switch (view.kind) {
    case 'home':
      return <HomePage popular={view.popular} texts={texts} />;
    case 'products':
      return <ProductsPage groups={view.groups} texts={texts} />;
    case 'product':
      return <ProductPage entry={view.entry} texts={texts} />;
    case 'download':
      return <DownloadPage hasRoot={view.hasRoot} texts={texts} />;
    case 'notFound':
      return <NotFoundPage texts={texts} />;
  }
}

/** The whole storefront page (inside `#storefront`): the same component on the server and in the browser. */
export function StorefrontPage(props: StorefrontProps) {
  return (
    <Layout skin={props.skin} texts={props.texts} lang={props.lang} languages={props.languages}>
      <PageBody view={props.view} texts={props.texts} />
    </Layout>
  );
}

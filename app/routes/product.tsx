import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Product | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Product" />;
}

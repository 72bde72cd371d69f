import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Care & Craft | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Care & Craft" />;
}

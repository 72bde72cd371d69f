import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Size Guide | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Size Guide" />;
}

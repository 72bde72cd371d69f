import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Search | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Search" />;
}

import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Sign in | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Sign in" />;
}

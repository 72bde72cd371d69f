import { PagePlaceholder } from '~/components/layout/page-placeholder';

export const meta = () => [{ title: 'Your Account | Aangan Boutique' }];

export default function Screen() {
  return <PagePlaceholder title="Your Account" />;
}

import { data } from 'react-router';

export function loader() {
  return data({ error: 'Not implemented' }, { status: 501 });
}

import { ShieldCheck } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ShieldCheck);

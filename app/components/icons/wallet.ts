import { Wallet } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Wallet);

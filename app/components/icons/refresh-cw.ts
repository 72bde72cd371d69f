import { RefreshCw } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(RefreshCw);

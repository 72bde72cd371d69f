import { LayoutDashboard } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(LayoutDashboard);

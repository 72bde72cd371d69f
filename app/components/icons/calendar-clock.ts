import { CalendarClock } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(CalendarClock);

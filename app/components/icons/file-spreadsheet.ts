import { FileSpreadsheet } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(FileSpreadsheet);

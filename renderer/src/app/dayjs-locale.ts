import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';

dayjs.locale('pt-br');

// Only the toast host, so a dynamic import of this module takes the host and its transitions
// into their own chunk (importing the package itself would keep all of it in the entry, where
// ui/notify.ts uses the package's store).
export { Notifications } from '@mantine/notifications';

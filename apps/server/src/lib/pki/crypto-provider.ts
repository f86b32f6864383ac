// tsyringe, used inside @peculiar/x509, needs the Reflect metadata API before x509 is evaluated;
// ES modules are evaluated in import order, so this import must stay first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

/** Node's WebCrypto does the key generation, signing and signature checks of @peculiar/x509. */
x509.cryptoProvider.set(globalThis.crypto);

/** Import x509 from here, never from '@peculiar/x509' directly: this module sets it up first. */
export { x509 };

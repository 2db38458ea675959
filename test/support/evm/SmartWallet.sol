// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// A minimal smart-contract wallet for tests: one owner key, ERC-1271 signatures over a hash bound to this wallet
/// (as Coinbase Smart Wallet and Safe bind theirs), so an owner's signature does not recover to the wallet's address.
contract SmartWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// The owner signs keccak256(abi.encode(hash, address(this))) directly (no EIP-191 prefix).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 bound = keccak256(abi.encode(hash, address(this)));
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(bound, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys wallets at addresses known before deployment (CREATE2), for counterfactual ERC-6492 signatures.
contract SmartWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (SmartWallet) {
        return new SmartWallet{salt: salt}(owner);
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(SmartWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}

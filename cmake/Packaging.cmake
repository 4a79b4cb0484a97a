# The Debian package for C/C++ users: `cpack -G DEB` in the build directory
# (scripts/pack runs it) makes tensorlint_<version>_amd64.deb with what the
# install() rules name: the CLI (bin/tensorlint), the clang-tidy plugin
# (lib/TensorLintTidy.so, for clang-tidy-19 -load=...) and the API models
# (share/tensorlint/apis, which both find relative to themselves).
set(CPACK_PACKAGE_NAME tensorlint)
set(CPACK_PACKAGE_VENDOR tensorlint)
set(CPACK_PACKAGE_CONTACT "tensorlint maintainers <tensorlint@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "finds tensor lifetime bugs (leaks, use after dispose, model reloads) in JS/TS and C/C++")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/tensorlint/tensorlint")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
# tensorlint_0.1.0_amd64.deb
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# The shared libraries the binaries link, from Debian's LLVM 19 packages,
# and Clang's builtin headers (stddef.h, stdarg.h...: the resource
# directory the C/C++ frontend hands Clang, libclang-common-19-dev), without
# which no translation unit that includes the C library parses;
# test/package/deb.test checks the list against the host's packages. The
# plugin is loaded by clang-tidy-19.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libllvm19, libclang-cpp19, libclang-common-19-dev, libstdc++6, libgcc-s1, libc6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "clang-tidy-19")
include(CPack)

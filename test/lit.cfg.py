# lit configuration for tensorlint's FileCheck tests.
import os
import shutil
import lit.formats

config.name = "tensorlint"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".vue", ".html",
                   ".c", ".cc", ".cpp", ".test"]
# Inputs/ folders hold files that tests read, not tests.
config.excludes = ["Inputs", "Unit", "headers", "lit.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tensorlint_obj_root, "test")

# Our tools first, then LLVM 19's FileCheck/not/count (never /usr/bin's 14).
path = os.path.pathsep.join([config.tensorlint_tools_dir, config.llvm_tools_dir,
                             config.environment.get("PATH", os.environ["PATH"])])
config.environment["PATH"] = path
config.environment["TENSORLINT_API_DIR"] = os.path.join(config.tensorlint_src_root, "apis")
config.substitutions.append(("%tensorlint", os.path.join(config.tensorlint_tools_dir, "tensorlint")))
config.substitutions.append(("%plugin", os.path.join(config.tensorlint_lib_dir, "TensorLintTidy.so")))
config.substitutions.append(("%clang-tidy", os.path.join(config.llvm_tools_dir, "clang-tidy")))
config.substitutions.append(("%src_root", config.tensorlint_src_root))
config.substitutions.append(("%obj_root", config.tensorlint_obj_root))
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%test_headers", os.path.join(config.tensorlint_src_root, "test", "headers")))
config.substitutions.append(("%python", "python3"))
# The official SARIF validator, pinned in package.json (scripts/setup installs
# it). A .NET program: invariant globalization needs no ICU libraries.
config.substitutions.append(("%sarif_multitool", os.path.join(
    config.tensorlint_src_root, "node_modules", "@microsoft",
    "sarif-multitool-linux", "Sarif.Multitool")))
config.environment["DOTNET_SYSTEM_GLOBALIZATION_INVARIANT"] = "1"
config.environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1"
# Compiles a source file of ours (a generated rule) as the build does.
config.substitutions.append(("%cxx_syntax", " ".join([
    os.path.join(config.llvm_tools_dir, "clang++"), "-fsyntax-only", "-std=c++20",
    "-Wall", "-Wextra", "-Werror", "-I" + config.tensorlint_src_root,
    "-isystem", os.path.join(os.path.dirname(config.llvm_tools_dir), "include")])))
if config.sanitize:
    config.available_features.add("sanitized")
# The editor soaks' edit count: the sanitized build runs about three times
# slower and looks for memory errors, which a third of the edits reach as
# well; the release build keeps the full count for the equivalence checks.
config.substitutions.append(("%soak_edits", "500" if config.sanitize else "1500"))
if config.enable_cpp:
    config.available_features.add("cpp")
# Root on a Debian host with dpkg and chroot, allowed to mount /proc in a
# mount namespace of its own: a package can be tried in a root that holds
# only what it depends on (test/package).
def _can_try_packages_in_a_root():
    if not (hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("dpkg")
            and shutil.which("chroot") and shutil.which("unshare")):
        return False
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount -t proc proc " + d],
                               capture_output=True)
        return probe.returncode == 0
if _can_try_packages_in_a_root():
    config.available_features.add("debian-root")
if config.jemalloc:
    config.available_features.add("jemalloc")
# The executable was optimized at link time (cmake/LinkTimeOptimization.cmake).
if config.lto:
    config.available_features.add("lto")
# The parsers were compiled with a training profile (cmake/ParserProfile.cmake).
if config.parser_profile_summary:
    config.available_features.add("parser-pgo")
    config.substitutions.append(("%parser_profile_summary", config.parser_profile_summary))
    config.substitutions.append(("%train_parsers", os.path.join(
        config.tensorlint_obj_root, "pgo", "tl_train_parsers")))

//===- Repeater.h - How a framework makes a function run again --*- C++ -*-===//
//
// A library's `repeats:` (docs/api-models.md): the ways a framework makes a
// function of the file run again and again (a route, an event handler, a
// component's lifecycle hook) or once (a page's start-up listener, a test
// body). Frameworks are data as tensor libraries are: the frontends know how
// to find a decorator, a callback argument or a class's methods in their
// syntax, and this says which ones a framework repeats, and how often.
//
//===----------------------------------------------------------------------===//

#ifndef TENSORLINT_APIS_REPEATER_H
#define TENSORLINT_APIS_REPEATER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/GlobPattern.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tensorlint::apis {

/// A compiled glob that owns its text (llvm::GlobPattern refers into the
/// text it was made from), so that it may be copied and moved freely.
class OwnedGlob {
public:
  OwnedGlob() = default;
  /// Brace expansions are limited to 1024 alternatives.
  static llvm::Expected<OwnedGlob> create(llvm::StringRef Pattern);
  bool match(llvm::StringRef S) const { return G && G->match(S); }
  llvm::StringRef pattern() const {
    return Text ? llvm::StringRef(*Text) : llvm::StringRef();
  }

private:
  std::shared_ptr<const std::string> Text;
  std::optional<llvm::GlobPattern> G;
};

/// How often a framework runs a function it is given.
enum class RepeatFrequency : uint8_t {
  Iteration,
  Render,
  Event,
  Request,
  /// JS: once (a test body, a page's start-up listener, a root component's
  /// creation hook).
  Once,
  /// JS: once per registration, as often as the code that registers it (a
  /// one-shot timer, the next animation frame, a promise's settlement); a
  /// function that registers itself so repeats.
  Deferred,
};

/// A way a framework makes a function of the file run again and again.
struct Repeater {
  enum Form : uint8_t {
    Decorator, ///< `@app.route(...)` above the function (JS: a method's,
               ///< `@HostListener('click')`).
    Callback,  ///< The function passed to a call (`btn.click(fn)`).
    BaseClass, ///< Methods of a class that extends a framework class.
    // JS only.
    ClassDecorator,    ///< Methods of a class with this decorator.
    ObjectMethod,      ///< A function of an object literal, by its key.
    FunctionComponent, ///< A function (not a method) that returns markup.
    MarkupAttribute,   ///< The function an element's attribute names.
    EventProperty,     ///< The function assigned to an object's property.
    Export,            ///< A function the file exports under a name.
    /// A top-level function of a classic script, which the library's
    /// bundle calls by its name (p5's `function draw()`).
    ScriptGlobal,
    /// A function assigned to a property of the instance a library's
    /// constructor hands the function it is given (`new p5((p) => {
    /// p.draw = ... })`).
    InstanceProperty,
    /// The top level of a component file's <script> block that carries
    /// this attribute, which the framework runs once per instance of the
    /// component (Vue's `<script setup>`).
    ScriptBlock,
  } How = Decorator;
  /// A glob: Python, over the dotted name below the library's namespace (of
  /// the decorator, "Flask.route", an instance's methods named by its class;
  /// the called function; the base class). JS, over the name as the file
  /// spells it: the dotted callee (`<expr>` for a receiver that is no name:
  /// `[1, 2].forEach`), the class heritage, the decorator, the key, the
  /// function's or attribute's name, the export; EventProperty: the prefix
  /// before the event's name ("on"); ScriptBlock: the attribute's name.
  std::string Pattern;
  OwnedGlob Glob; ///< Pattern, compiled.
  /// Callback: the arguments (0-based) ArgMin..ArgMax that hold the
  /// function (ArgMin -1: none; ArgMax -1: and every later one; Python
  /// names one), and the keyword argument ("" none).
  int ArgMin = -1, ArgMax = -1;
  std::string Keyword;
  /// BaseClass, ClassDecorator: the methods that run repeatedly; empty: all.
  std::vector<std::string> Methods;
  RepeatFrequency Freq = RepeatFrequency::Request;
  /// For messages. "{callee}" stands for the decorator or callee as the file
  /// writes it ("'{callee}' route"); JS entries have more placeholders
  /// (docs/api-models.md).
  std::string Reason;

  // --- JS -------------------------------------------------------------------
  /// Applies in test files only (a test runner's `it(...)`).
  bool InTests = false;
  /// A function registered by name (`el.addEventListener('click', onClick)`)
  /// gets the frequency too; else only a function written in place, or one
  /// that registers itself.
  bool ByName = false;
  /// Callback: the argument that lists dependencies (`useEffect(fn, [])`):
  /// empty, the callback before it runs once per mount (DependenciesReason),
  /// or once if it returns no cleanup. -1: none.
  int DependenciesArg = -1;
  std::string DependenciesReason;
  /// Callback: the argument naming the event (`'DOMContentLoaded'`) and the
  /// options (`{ once: true }`, OnceOption the key): an event that fires
  /// once (ApiDatabase::firesOnce) or a once option makes the callback run
  /// once (OnceReason). -1: none.
  int EventArg = -1, OptionsArg = -1;
  std::string OnceOption, OnceReason;
  /// Callback: a listener that turns its own control off as it starts
  /// (`button.DisablingProperty = true`, `button.DisablingSetter(
  /// 'DisablingProperty', ...)`, through its receiver or its event's
  /// target), in a file that mentions the property nowhere else (nothing
  /// turns it on again), runs once (DisablingReason): a disabled control
  /// fires no event. Empty: none.
  std::string DisablingProperty, DisablingSetter, DisablingReason;
  /// ClassDecorator: the decorator option a class must have
  /// ("providedIn: root"), split.
  std::string OptionKey, OptionValue;
  /// Applies to the application's root component only: the class named
  /// RootClass or whose decorator has RootOptionKey: RootOptionValue
  /// (ClassDecorator), a function (ObjectMethod) or a script block
  /// (ScriptBlock) of the file named RootFile.
  std::string RootClass, RootOptionKey, RootOptionValue, RootFile;
  /// The framework runs the function once each time its component mounts
  /// (a mount hook: Vue's `onMounted`, `mounted`), which Freq (render)
  /// counts as repeating. A page the router shows by its file's place, in
  /// a package that changes routes only by loading a new page, mounts once
  /// per page load: its mount hooks run once
  /// (ir::FunctionAttrs::MountHook, analysis::FunctionSummary).
  bool Mount = false;
  /// MarkupAttribute: on a component (not a page element), the attributes
  /// that by their name report its start, which may run once.
  std::vector<std::string> Except;
  /// Export: the files (path globs) whose exports these are.
  std::vector<OwnedGlob> Files;
  /// ScriptGlobal: the script also declares one of these top-level
  /// functions (p5's `setup`): what says the library runs the script.
  std::vector<std::string> WithGlobals;
  /// ObjectMethod: the object literal must be an argument of a call whose
  /// callee, as the file spells it, matches (a mini-program's `Page({...})`);
  /// unset (empty pattern): any object literal.
  OwnedGlob InCall;
  /// InstanceProperty: the constructor, as the file spells it after `new`
  /// (`p5`), whose function argument gets the instance as its first
  /// parameter.
  std::string InstanceOf;

  bool matches(llvm::StringRef Name) const { return Glob.match(Name); }
  /// Whether the function at argument I is the one registered (JS).
  bool takesArg(unsigned I) const {
    return ArgMin >= 0 && static_cast<int>(I) >= ArgMin &&
           (ArgMax < 0 || static_cast<int>(I) <= ArgMax);
  }
  bool isRootOnly() const {
    return !RootClass.empty() || !RootOptionKey.empty() || !RootFile.empty();
  }
};

/// Reason with each "{name}" of Values replaced by its value; a placeholder
/// with no value stays as written.
std::string expandReason(
    llvm::StringRef Reason,
    llvm::ArrayRef<std::pair<llvm::StringRef, llvm::StringRef>> Values);

} // namespace tensorlint::apis

#endif // TENSORLINT_APIS_REPEATER_H

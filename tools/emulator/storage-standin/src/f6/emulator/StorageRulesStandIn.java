package f6.emulator;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * STAND-IN for the Cloud Storage rules runtime used by the firebase-tools Storage emulator.
 *
 * <p><b>This program does NOT evaluate storage.rules.</b> The real rules runtime jar cannot be
 * downloaded on this machine, so firebase-tools is pointed at this jar through
 * STORAGE_EMULATOR_BINARY_PATH (see tools/emulators.mjs). It speaks the runtime's
 * newline-delimited JSON protocol on stdin/stdout and answers every {@code verify} request with a
 * small, hard-coded policy that is meant to be equivalent to storage.rules:
 *
 * <ul>
 *   <li>the object path must be {@code /b/<bucket>/o/uploads/<uid>/<slot>/<fileId>} for get,
 *       delete, create and update; list is allowed on {@code uploads/<uid>} and its subfolders;
 *   <li>every segment after the uid is a plain name ({@code [A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}}):
 *       no {@code ..}, no empty segment, no {@code %} or backslash (encoded tricks);
 *   <li>the request must be signed in and {@code request.auth.uid == <uid>};
 *   <li>create and update also need the new object to be non-empty, smaller than 25 MiB and of
 *       type JPEG, PNG, WebP, HEIC, HEIF or PDF (no SVG, no other image/*);
 *   <li>everything else is denied.
 * </ul>
 *
 * <p>To keep the two from drifting apart silently, {@link #RULES_FINGERPRINT} is the SHA-256 of
 * storage.rules as this policy was written for (comments removed, whitespace collapsed). When
 * firebase-tools loads a storage.rules with another fingerprint, the stand-in reports an error and
 * denies every request from then on; tools/emulators.mjs checks the same fingerprint before it
 * starts anything. After changing storage.rules: update {@link #verify} to match, then update the
 * fingerprint (tools/emulators.mjs prints the new value).
 *
 * <p>Set F6_STORAGE_STANDIN_DEBUG=1 to log every decision (to stderr, shown by firebase-tools as
 * "Unexpected rules runtime error" warnings).
 */
public final class StorageRulesStandIn {
  /** Fingerprint of the storage.rules this policy mirrors. See class comment. */
  static final String RULES_FINGERPRINT =
      "1bdd33ff0d4c9b97a38c80b8ef112abcd3df6e058c2f85a1c7c6101674959856";

  static final long MAX_UPLOAD_BYTES = 25L * 1024 * 1024;
  static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}");
  static final Set<String> ALLOWED_TYPES =
      Set.of("image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "application/pdf");

  private static final PrintStream OUT =
      new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
  private static final boolean DEBUG = "1".equals(System.getenv("F6_STORAGE_STANDIN_DEBUG"));

  /** Ruleset names whose source matched the fingerprint. */
  private final Set<String> goodRulesets = new HashSet<>();
  /** Once a non-matching storage.rules was loaded, deny everything until restart. */
  private boolean stale = false;

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && "fingerprint".equals(args[0])) {
      // java -jar standin.jar fingerprint < storage.rules
      String src = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
      System.out.println(fingerprint(src));
      return;
    }
    System.err.println(
        "[f6 storage stand-in] NOTE: this is NOT the Firebase rules runtime; storage.rules is NOT"
            + " evaluated. A hard-coded equivalent policy (uploads/{uid}/{slot}/{fileId} for that uid only,"
            + " plain segments, 0 < size < 25 MiB, JPEG/PNG/WebP/HEIC/HEIF/PDF) answers every request."
            + " See tools/emulator/README.md.");
    StorageRulesStandIn standIn = new StorageRulesStandIn();
    send("{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      send(standIn.handle(line));
    }
  }

  private static synchronized void send(String json) {
    OUT.print(json);
    OUT.print('\n');
    OUT.flush();
  }

  String handle(String line) {
    Object id = null;
    try {
      Map<String, Object> req = asMap(Json.parse(line));
      id = req.get("id");
      String action = String.valueOf(req.get("action"));
      Map<String, Object> context = asMap(req.get("context"));
      switch (action) {
        case "load_ruleset":
          return loadRuleset(id, context);
        case "verify":
          boolean permit = verify(context);
          return response(id, "{\"permit\":" + permit + "}", List.of(), List.of());
        default:
          return response(id, "{}", List.of(), List.of());
      }
    } catch (RuntimeException e) {
      // Fail closed: firebase-tools treats a response with errors as "not permitted" (and a
      // load_ruleset with errors as "no ruleset", which denies everything).
      System.err.println("[f6 storage stand-in] error: " + e);
      return response(id, "{\"permit\":false}", List.of("f6 storage stand-in error: " + e), List.of());
    }
  }

  private String loadRuleset(Object id, Map<String, Object> context) {
    String name = String.valueOf(context.get("rulesetName"));
    StringBuilder src = new StringBuilder();
    Map<String, Object> source = asMap(context.get("source"));
    for (Object f : asList(source.get("files"))) {
      Object content = asMap(f).get("content");
      if (content instanceof String) src.append((String) content);
    }
    String actual = fingerprint(src.toString());
    if (!RULES_FINGERPRINT.equals(actual)) {
      stale = true;
      String msg =
          "storage.rules fingerprint "
              + actual
              + " differs from the one the offline stand-in policy was written for ("
              + RULES_FINGERPRINT
              + "). The stand-in does not evaluate storage.rules; it now DENIES every request."
              + " Update tools/emulator/storage-standin/src/f6/emulator/StorageRulesStandIn.java.";
      System.err.println("[f6 storage stand-in] " + msg);
      return response(id, "{}", List.of(msg), List.of());
    }
    goodRulesets.add(name);
    return response(id, "{\"rulesVersion\":2}", List.of(), List.of());
  }

  /** The policy. Mirrors storage.rules; see the class comment. */
  boolean verify(Map<String, Object> context) {
    String ruleset = String.valueOf(context.get("rulesetName"));
    String method = String.valueOf(context.get("method"));
    String path = String.valueOf(context.get("path"));
    // variables: {"request": <map_value expr>, "resource": <expr>} (runtime.js verifyWithRuleset)
    Map<String, Object> variables = asMap(context.get("variables"));
    Map<String, Object> request = variables == null ? null : asMap(variables.get("request"));
    String authUid = stringValue(field(field(request, "auth"), "uid"));
    boolean permit = decide(ruleset, method, path, authUid, field(request, "resource"));
    if (DEBUG) {
      System.err.println(
          "[f6 storage stand-in] " + method + " " + path + " uid=" + authUid + " -> "
              + (permit ? "ALLOW" : "DENY"));
    }
    return permit;
  }

  private boolean decide(
      String ruleset, String method, String path, String authUid, Map<String, Object> resource) {
    if (stale || !goodRulesets.contains(ruleset)) return false;
    if (authUid == null || authUid.isEmpty()) return false;
    // /b/<bucket>/o/<object name>; empty segments are kept (split with -1) so "a//b" is refused.
    String[] parts = path.split("/", -1);
    if (parts.length < 5 || !parts[0].isEmpty() || !"b".equals(parts[1]) || !"o".equals(parts[3])) return false;
    List<String> name = List.of(parts).subList(4, parts.length);
    if (name.size() < 2 || !"uploads".equals(name.get(0)) || !authUid.equals(name.get(1))) return false;
    switch (method) {
      case "list":
        // match /uploads/{uid}/{rest=**}: the folder itself (a trailing "/" allowed) or plain subfolders.
        for (int k = 2; k < name.size(); k++) {
          boolean trailing = k == name.size() - 1 && name.get(k).isEmpty();
          if (!trailing && !plainSegment(name.get(k))) return false;
        }
        return true;
      case "get":
      case "read":
      case "delete":
        return name.size() == 4 && plainSegment(name.get(2)) && plainSegment(name.get(3));
      case "create":
      case "update":
        if (name.size() != 4 || !plainSegment(name.get(2)) || !plainSegment(name.get(3))) return false;
        if (resource == null) return false;
        Long size = longValue(field(resource, "size"));
        String contentType = stringValue(field(resource, "contentType"));
        if (size == null || size <= 0 || size >= MAX_UPLOAD_BYTES) return false;
        return contentType != null && ALLOWED_TYPES.contains(contentType);
      default:
        return false;
    }
  }

  /** storage.rules plainSegment(): a plain name, not starting with a dot (so never "." or ".."). */
  static boolean plainSegment(String s) {
    return PLAIN_SEGMENT.matcher(s).matches();
  }

  /** SHA-256 of the rules text without comments, whitespace collapsed. Same as tools/emulators.mjs. */
  static String fingerprint(String rules) {
    String s = rules.replace("\r\n", "\n");
    s = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL).matcher(s).replaceAll(" ");
    s = s.replaceAll("//[^\n]*", " ");
    s = s.replaceAll("[ \t\n\r\f\u000B]+", " ").trim();
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
      StringBuilder hex = new StringBuilder();
      for (byte b : d) hex.append(String.format("%02x", b));
      return hex.toString();
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  // ---- expression values: {"map_value":{"fields":{...}}}, {"string_value":"..."}, ...

  /** fields[name] of a map_value expression, or null. */
  private static Map<String, Object> field(Map<String, Object> mapValue, String name) {
    if (mapValue == null) return null;
    Map<String, Object> m = asMap(mapValue.get("map_value"));
    if (m == null) return null;
    Map<String, Object> fields = asMap(m.get("fields"));
    return fields == null ? null : asMap(fields.get(name));
  }

  private static String stringValue(Map<String, Object> value) {
    if (value == null) return null;
    Object s = value.get("string_value");
    return s instanceof String ? (String) s : null;
  }

  private static Long longValue(Map<String, Object> value) {
    if (value == null) return null;
    Object n = value.get("int_value");
    if (n instanceof Number) return ((Number) n).longValue();
    if (n instanceof String) {
      try {
        return Long.parseLong((String) n);
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return null;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> asMap(Object o) {
    return o instanceof Map ? (Map<String, Object>) o : null;
  }

  @SuppressWarnings("unchecked")
  private static List<Object> asList(Object o) {
    return o instanceof List ? (List<Object>) o : List.of();
  }

  private static String response(Object id, String result, List<String> errors, List<String> warnings) {
    StringBuilder sb = new StringBuilder("{\"id\":");
    sb.append(id instanceof Number ? Json.numberToString((Number) id) : "null");
    sb.append(",\"status\":\"ok\",\"result\":").append(result);
    sb.append(",\"errors\":").append(Json.stringArray(errors));
    sb.append(",\"warnings\":").append(Json.stringArray(warnings));
    return sb.append('}').toString();
  }

  /** Minimal JSON reader/writer (no dependencies). */
  static final class Json {
    private final String s;
    private int i;

    private Json(String s) {
      this.s = s;
    }

    static Object parse(String text) {
      Json p = new Json(text);
      Object v = p.value();
      p.ws();
      if (p.i != p.s.length()) throw p.error("trailing characters");
      return v;
    }

    static String numberToString(Number n) {
      if (n instanceof Long || n instanceof Integer) return n.toString();
      double d = n.doubleValue();
      return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    static String stringArray(List<String> items) {
      StringBuilder sb = new StringBuilder("[");
      for (int k = 0; k < items.size(); k++) {
        if (k > 0) sb.append(',');
        quote(sb, items.get(k));
      }
      return sb.append(']').toString();
    }

    static void quote(StringBuilder sb, String v) {
      sb.append('"');
      for (int k = 0; k < v.length(); k++) {
        char c = v.charAt(k);
        switch (c) {
          case '"': sb.append("\\\""); break;
          case '\\': sb.append("\\\\"); break;
          case '\n': sb.append("\\n"); break;
          case '\r': sb.append("\\r"); break;
          case '\t': sb.append("\\t"); break;
          default:
            if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
      }
      sb.append('"');
    }

    private RuntimeException error(String what) {
      return new IllegalArgumentException("bad JSON at " + i + ": " + what);
    }

    private void ws() {
      while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) i++;
    }

    private Object value() {
      ws();
      if (i >= s.length()) throw error("unexpected end");
      char c = s.charAt(i);
      switch (c) {
        case '{': return object();
        case '[': return array();
        case '"': return string();
        case 't': return literal("true", Boolean.TRUE);
        case 'f': return literal("false", Boolean.FALSE);
        case 'n': return literal("null", null);
        default: return number();
      }
    }

    private Object literal(String word, Object v) {
      if (!s.startsWith(word, i)) throw error("expected " + word);
      i += word.length();
      return v;
    }

    private Map<String, Object> object() {
      Map<String, Object> m = new LinkedHashMap<>();
      i++;
      ws();
      if (i < s.length() && s.charAt(i) == '}') {
        i++;
        return m;
      }
      while (true) {
        ws();
        if (i >= s.length() || s.charAt(i) != '"') throw error("expected key");
        String k = string();
        ws();
        if (i >= s.length() || s.charAt(i) != ':') throw error("expected ':'");
        i++;
        m.put(k, value());
        ws();
        if (i >= s.length()) throw error("unterminated object");
        char c = s.charAt(i++);
        if (c == '}') return m;
        if (c != ',') throw error("expected ',' or '}'");
      }
    }

    private List<Object> array() {
      List<Object> l = new ArrayList<>();
      i++;
      ws();
      if (i < s.length() && s.charAt(i) == ']') {
        i++;
        return l;
      }
      while (true) {
        l.add(value());
        ws();
        if (i >= s.length()) throw error("unterminated array");
        char c = s.charAt(i++);
        if (c == ']') return l;
        if (c != ',') throw error("expected ',' or ']'");
      }
    }

    private String string() {
      StringBuilder sb = new StringBuilder();
      i++;
      while (true) {
        if (i >= s.length()) throw error("unterminated string");
        char c = s.charAt(i++);
        if (c == '"') return sb.toString();
        if (c != '\\') {
          sb.append(c);
          continue;
        }
        if (i >= s.length()) throw error("bad escape");
        char e = s.charAt(i++);
        switch (e) {
          case '"': sb.append('"'); break;
          case '\\': sb.append('\\'); break;
          case '/': sb.append('/'); break;
          case 'b': sb.append('\b'); break;
          case 'f': sb.append('\f'); break;
          case 'n': sb.append('\n'); break;
          case 'r': sb.append('\r'); break;
          case 't': sb.append('\t'); break;
          case 'u':
            if (i + 4 > s.length()) throw error("bad \\u escape");
            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
            i += 4;
            break;
          default: throw error("bad escape \\" + e);
        }
      }
    }

    private Number number() {
      int start = i;
      while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
      String t = s.substring(start, i);
      if (t.isEmpty()) throw error("unexpected character");
      try {
        if (t.indexOf('.') < 0 && t.indexOf('e') < 0 && t.indexOf('E') < 0) return Long.parseLong(t);
        return Double.parseDouble(t);
      } catch (NumberFormatException ex) {
        throw error("bad number " + t);
      }
    }
  }
}
